/**
 * The CRMs Strand can push sign-ups to, chosen by CRM_PROVIDER (`none` by
 * default). Adding one is its adapter file, one line here, and a stand-in
 * server that its run of the CRM contract suite uses (docs/adding-a-provider.md).
 */
import type { Crm } from "@strand/domain/crm/Crm"
import { chooseProvider, type Provider } from "../config/Provider.ts"
import { brevo } from "./BrevoCrm.ts"
import { hubSpot } from "./HubSpotCrm.ts"
import { noCrm } from "./NoCrm.ts"

const crmProviders: ReadonlyArray<Provider<Crm>> = [noCrm, hubSpot, brevo]

export const crmConfig = chooseProvider("CRM_PROVIDER", crmProviders, noCrm.id)
