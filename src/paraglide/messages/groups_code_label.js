/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Code_LabelInputs */

const en_groups_code_label = /** @type {(inputs: Groups_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join code:`)
};

const es_groups_code_label = /** @type {(inputs: Groups_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código para unirse:`)
};

/**
* | output |
* | --- |
* | "Join code:" |
*
* @param {Groups_Code_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_code_label = /** @type {((inputs?: Groups_Code_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Code_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_code_label(inputs)
	return en_groups_code_label(inputs)
});