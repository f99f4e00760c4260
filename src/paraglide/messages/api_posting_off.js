/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Posting_OffInputs */

const en_api_posting_off = /** @type {(inputs: Api_Posting_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sharing stories and messages is turned off for you. Ask your parent to turn it on.`)
};

const es_api_posting_off = /** @type {(inputs: Api_Posting_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compartir historias y mensajes está desactivado para ti. Pídele a tu mamá o a tu papá que lo active.`)
};

/**
* | output |
* | --- |
* | "Sharing stories and messages is turned off for you. Ask your parent to turn it on." |
*
* @param {Api_Posting_OffInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_posting_off = /** @type {((inputs?: Api_Posting_OffInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Posting_OffInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_posting_off(inputs)
	return en_api_posting_off(inputs)
});