/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Family_TitleInputs */

const en_groups_family_title = /** @type {(inputs: Groups_Family_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Class groups`)
};

const es_groups_family_title = /** @type {(inputs: Groups_Family_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grupos de clase`)
};

/**
* | output |
* | --- |
* | "Class groups" |
*
* @param {Groups_Family_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_family_title = /** @type {((inputs?: Groups_Family_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Family_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_family_title(inputs)
	return en_groups_family_title(inputs)
});