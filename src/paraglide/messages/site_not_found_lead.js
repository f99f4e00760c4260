/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Not_Found_LeadInputs */

const en_site_not_found_lead = /** @type {(inputs: Site_Not_Found_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We looked everywhere, but this page is not here. It may have moved, or the link may be mistyped.`)
};

const es_site_not_found_lead = /** @type {(inputs: Site_Not_Found_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscamos por todas partes, pero esta página no está aquí. Tal vez se movió, o el enlace tiene un error.`)
};

/**
* | output |
* | --- |
* | "We looked everywhere, but this page is not here. It may have moved, or the link may be mistyped." |
*
* @param {Site_Not_Found_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_not_found_lead = /** @type {((inputs?: Site_Not_Found_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Not_Found_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_not_found_lead(inputs)
	return en_site_not_found_lead(inputs)
});