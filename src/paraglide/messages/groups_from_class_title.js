/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_From_Class_TitleInputs */

const en_groups_from_class_title = /** @type {(inputs: Groups_From_Class_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From your class`)
};

const es_groups_from_class_title = /** @type {(inputs: Groups_From_Class_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De tu clase`)
};

/**
* | output |
* | --- |
* | "From your class" |
*
* @param {Groups_From_Class_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_from_class_title = /** @type {((inputs?: Groups_From_Class_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_From_Class_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_from_class_title(inputs)
	return en_groups_from_class_title(inputs)
});