/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Link_NeededInputs */

const en_api_link_needed = /** @type {(inputs: Api_Link_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page needs the link from your e-mail. Ask for a new one below.`)
};

const es_api_link_needed = /** @type {(inputs: Api_Link_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta página necesita el enlace de tu correo. Pide uno nuevo aquí abajo.`)
};

/**
* | output |
* | --- |
* | "This page needs the link from your e-mail. Ask for a new one below." |
*
* @param {Api_Link_NeededInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_link_needed = /** @type {((inputs?: Api_Link_NeededInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Link_NeededInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_link_needed(inputs)
	return en_api_link_needed(inputs)
});