/**
 * The signed-in user's menu on wide screens: their name (or e-mail), inviting
 * friends with their referral count and a copy-link, Admin for Strand's
 * team, and Logout. Ark's menu is loaded with it (NavBar loads it lazily,
 * only for someone signed in).
 */
import type { UserJson } from "@strand/api/contract/accounts/UserJson"
import { Link } from "@tanstack/react-router"
import { copiedLabel, copyInviteLabel, describeReferralCount } from "../../lib/useCopyInviteLink.ts"
import { displayName } from "../../lib/viewer.ts"
import * as Menu from "../../ui/menu.tsx"
import { LinkIcon, UserBadge, userBadgeClass } from "./NavParts.tsx"

export interface UserMenuProps {
  readonly user: UserJson
  readonly copied: boolean
  readonly onCopyInviteLink: () => void
  readonly onLogout: () => void
}

export function UserMenu({ user, copied, onCopyInviteLink, onLogout }: UserMenuProps) {
  const name = displayName(user)
  return (
    <Menu.Root positioning={{ placement: "bottom-end" }}>
      <Menu.Trigger className={userBadgeClass}>
        <UserBadge name={name} />
      </Menu.Trigger>
      <Menu.Content>
        <Menu.ItemGroup>
          <Menu.ItemGroupLabel className="flex items-baseline justify-between gap-3">
            <span>Invite friends</span>
            <span className="rounded-full bg-sage-100 px-2 py-0.5 font-medium text-sage-700">
              {describeReferralCount(user.referralCount)}
            </span>
          </Menu.ItemGroupLabel>
          <Menu.Item value="copy-invite-link" closeOnSelect={false} onSelect={onCopyInviteLink}>
            <LinkIcon />
            {copied ? copiedLabel : copyInviteLabel}
          </Menu.Item>
        </Menu.ItemGroup>
        <Menu.Separator />
        <Menu.ItemGroup>
          <Menu.ItemGroupLabel className="truncate">Signed in as {user.email}</Menu.ItemGroupLabel>
          {user.isAdmin && (
            <Menu.Item value="admin" asChild>
              <Link to="/admin">Admin</Link>
            </Menu.Item>
          )}
          <Menu.Item value="logout" onSelect={onLogout}>
            Logout
          </Menu.Item>
        </Menu.ItemGroup>
      </Menu.Content>
    </Menu.Root>
  )
}
