/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Handed_OverInputs */

const en_groups_handed_over = /** @type {(inputs: Groups_Handed_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The group was handed over`)
};

const es_groups_handed_over = /** @type {(inputs: Groups_Handed_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se entregó el grupo`)
};

/**
* | output |
* | --- |
* | "The group was handed over" |
*
* @param {Groups_Handed_OverInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_handed_over = /** @type {((inputs?: Groups_Handed_OverInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Handed_OverInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_handed_over(inputs)
	return en_groups_handed_over(inputs)
});