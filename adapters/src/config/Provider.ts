/**
 * What every swappable adapter exports, and how one environment variable
 * chooses among a port's adapters. An adapter module exports one `Provider`
 * (its id, the name people see, the variables it reads, and its layer); a
 * registry per port lists them, and the port's variable (AI_PROVIDER,
 * CRM_PROVIDER, MAIL_TRANSPORT, CATALOGUE_PROVIDER) accepts exactly the ids
 * registered. Only the chosen adapter's variables are read, so a missing key
 * stops the start with its name, and the others' are never asked for.
 */
import { Config, ConfigProvider, Effect, Layer, Option, Redacted } from "effect"

/**
 * One adapter of a port. `Shared` is what the server gives every adapter of
 * the port (the AI budget, the mail folder), read once beside the choice.
 */
export interface Provider<Service, Shared = void> {
  readonly id: string
  /** How admins and logs name it ("HubSpot", "No CRM"). */
  readonly label: string
  /** Its own variables, read only when it is the one chosen, as the layer to build. */
  readonly config: Config.Config<(shared: Shared) => Layer.Layer<Service>>
}

/** A provider from its settings and the layer they make. */
export const provider = <Service, Settings, Shared = unknown>(definition: {
  readonly id: string
  readonly label: string
  readonly config: Config.Config<Settings>
  readonly layer: (settings: Settings, shared: Shared) => Layer.Layer<Service>
}): Provider<Service, Shared> => ({
  id: definition.id,
  label: definition.label,
  config: Config.map(
    definition.config,
    (settings) => (shared: Shared) => definition.layer(settings, shared),
  ),
})

/** The adapter the configuration chose, ready to build. */
export interface Chosen<Service, Shared = void> {
  readonly id: string
  readonly label: string
  readonly layer: (shared: Shared) => Layer.Layer<Service>
}

/**
 * The adapter `variable` names among `registry` (`fallback` when unset), with
 * its own variables read. Ids outside the registry are refused with the list
 * of those accepted; `aliases` keep an adapter's old names working, and its
 * layer then warns, once at start, that the name is deprecated.
 */
export const chooseProvider = <Service, Shared>(
  variable: string,
  registry: ReadonlyArray<Provider<Service, Shared>>,
  fallback: string,
  aliases: Readonly<Record<string, string>> = {},
): Config.Config<Chosen<Service, Shared>> =>
  Config.String(variable).pipe(
    Config.withDefault(fallback),
    Config.flatMap((raw) => {
      const value = raw.trim().toLowerCase()
      const id = aliases[value] ?? value
      const chosen = registry.find((candidate) => candidate.id === id)
      if (chosen === undefined) {
        return Config.fail(
          new ConfigProvider.SourceError({
            message: `${variable} must be one of ${registry.map((p) => p.id).join(", ")} (it is "${raw}")`,
          }),
        )
      }
      return chosen.config.pipe(
        Config.map((layer) => ({
          id: chosen.id,
          label: chosen.label,
          layer: id === value ? layer : withWarning(layer, deprecated(variable, value, id)),
        })),
        // "AI_PROVIDER=openai needs OPENAI_API_KEY; ...", "AI_PROVIDER=openai: Expected a URL ..."
        Config.orElse((error) =>
          Config.fail(
            new ConfigProvider.SourceError({
              message: `${variable}=${id}${error.cause.message.startsWith(needs) ? " " : ": "}${error.cause.message}`,
            }),
          ),
        ),
      )
    }),
  )

const needs = "needs "

const deprecated = (variable: string, oldName: string, id: string) =>
  `${variable}=${oldName} is deprecated: it is now called ${id}; set ${variable}=${id}`

const withWarning =
  <Service, Shared>(layer: (shared: Shared) => Layer.Layer<Service>, warning: string) =>
  (shared: Shared): Layer.Layer<Service> =>
    Layer.merge(layer(shared), Layer.effectDiscard(Effect.logWarning(warning)))

/** A secret the chosen provider cannot work without; empty counts as unset. */
export const requiredSecret = (variable: string, what = "") =>
  optionalSecret(variable).pipe(
    Config.flatMap(
      Option.match({
        onNone: () =>
          Config.fail(
            new ConfigProvider.SourceError({
              message: `${needs}${variable}${what === "" ? "" : ` (${what})`}; it is not set`,
            }),
          ),
        onSome: (secret) => Config.succeed(secret),
      }),
    ),
  )

/** A secret that may be absent; empty counts as unset. */
export const optionalSecret = (variable: string) =>
  Config.option(Config.Redacted(variable)).pipe(
    Config.map(Option.filter((value) => Redacted.value(value).trim() !== "")),
  )

/** An address that may be absent (the provider's own when it is). */
export const optionalUrl = (variable: string) =>
  Config.option(Config.URL(variable)).pipe(Config.map(Option.map((url) => url.href)))

/** An address with a default: the provider's public one, or a stand-in server in tests. */
export const baseUrl = (variable: string, fallback: string) =>
  Config.String(variable).pipe(
    Config.withDefault(fallback),
    Config.map((url) => url.trim().replace(/\/+$/, "") || fallback),
  )
