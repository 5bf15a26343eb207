/**
 * The signed-in user's menu on wide screens: their name (or e-mail), inviting
 * friends with their referral count and a copy-link, Admin for Strand's
 * team, and Logout.
 */
import type { UserJson } from "@strand/api/contract/accounts/AccountsApi"
import { Link } from "@tanstack/react-router"
import { copiedLabel, copyInviteLabel, describeReferralCount } from "../../lib/useCopyInviteLink.ts"
import { displayName } from "../../lib/viewer.ts"
import * as Menu from "../../ui/menu.tsx"

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
      <Menu.Trigger className="group flex max-w-64 items-center gap-2 rounded-full border border-sand-300 bg-white/80 py-1 pr-3 pl-1 text-sm font-semibold text-ink-900 transition-colors hover:border-clay-500 data-[state=open]:border-clay-600">
        <Initial name={name} />
        <span className="truncate">{name}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          className="size-4 shrink-0 text-ink-500 transition-transform group-data-[state=open]:rotate-180"
        >
          <path
            d="M4 6l4 4 4-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
            strokeLinecap="round"
          />
        </svg>
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

export function Initial({ name }: { readonly name: string }) {
  return (
    <span
      aria-hidden="true"
      className="grid size-7 shrink-0 place-items-center rounded-full bg-clay-600 text-xs font-bold text-white uppercase"
    >
      {[...name][0]}
    </span>
  )
}

export function LinkIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 text-clay-600">
      <path
        d="M8.5 11.5a3.5 3.5 0 005 0l2.5-2.5a3.5 3.5 0 00-5-5l-1 1M11.5 8.5a3.5 3.5 0 00-5 0L4 11a3.5 3.5 0 005 5l1-1"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  )
}
