/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Leaders_TitleInputs */

const en_groups_leaders_title = /** @type {(inputs: Groups_Leaders_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leaders`)
};

const es_groups_leaders_title = /** @type {(inputs: Groups_Leaders_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Líderes`)
};

/**
* | output |
* | --- |
* | "Leaders" |
*
* @param {Groups_Leaders_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_leaders_title = /** @type {((inputs?: Groups_Leaders_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Leaders_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_leaders_title(inputs)
	return en_groups_leaders_title(inputs)
});