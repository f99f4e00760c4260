/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Waits_For_ParentInputs */

const en_api_waits_for_parent = /** @type {(inputs: Api_Waits_For_ParentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you! Your parent will look at it first.`)
};

const es_api_waits_for_parent = /** @type {(inputs: Api_Waits_For_ParentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Gracias! Tu mamá o tu papá lo verá primero.`)
};

/**
* | output |
* | --- |
* | "Thank you! Your parent will look at it first." |
*
* @param {Api_Waits_For_ParentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_waits_for_parent = /** @type {((inputs?: Api_Waits_For_ParentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Waits_For_ParentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_waits_for_parent(inputs)
	return en_api_waits_for_parent(inputs)
});