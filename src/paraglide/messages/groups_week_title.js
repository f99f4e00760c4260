/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Week_TitleInputs */

const en_groups_week_title = /** @type {(inputs: Groups_Week_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This week`)
};

const es_groups_week_title = /** @type {(inputs: Groups_Week_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta semana`)
};

/**
* | output |
* | --- |
* | "This week" |
*
* @param {Groups_Week_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_week_title = /** @type {((inputs?: Groups_Week_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Week_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_week_title(inputs)
	return en_groups_week_title(inputs)
});