/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Not_FoundInputs */

const en_groups_not_found = /** @type {(inputs: Groups_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This group was not found, or you do not lead it.`)
};

const es_groups_not_found = /** @type {(inputs: Groups_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se encontró este grupo, o no lo diriges.`)
};

/**
* | output |
* | --- |
* | "This group was not found, or you do not lead it." |
*
* @param {Groups_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_not_found = /** @type {((inputs?: Groups_Not_FoundInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Not_FoundInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_not_found(inputs)
	return en_groups_not_found(inputs)
});