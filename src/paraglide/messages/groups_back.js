/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_BackInputs */

const en_groups_back = /** @type {(inputs: Groups_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to my groups`)
};

const es_groups_back = /** @type {(inputs: Groups_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a mis grupos`)
};

/**
* | output |
* | --- |
* | "Back to my groups" |
*
* @param {Groups_BackInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_back = /** @type {((inputs?: Groups_BackInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_BackInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_back(inputs)
	return en_groups_back(inputs)
});