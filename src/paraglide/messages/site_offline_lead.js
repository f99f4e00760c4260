/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Offline_LeadInputs */

const en_site_offline_lead = /** @type {(inputs: Site_Offline_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page is not kept on this device yet. When the connection is back it opens as usual. Until then, here is what you can still do.`)
};

const es_site_offline_lead = /** @type {(inputs: Site_Offline_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta página todavía no está guardada en este dispositivo. Cuando vuelva la conexión, se abrirá como siempre. Mientras tanto, esto es lo que puedes hacer.`)
};

/**
* | output |
* | --- |
* | "This page is not kept on this device yet. When the connection is back it opens as usual. Until then, here is what you can still do." |
*
* @param {Site_Offline_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_offline_lead = /** @type {((inputs?: Site_Offline_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Offline_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_offline_lead(inputs)
	return en_site_offline_lead(inputs)
});