/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Plans_For_Grown_UpsInputs */

const en_home_plans_for_grown_ups = /** @type {(inputs: Home_Plans_For_Grown_UpsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plans are for grown-ups`)
};

const es_home_plans_for_grown_ups = /** @type {(inputs: Home_Plans_For_Grown_UpsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los planes son cosa de adultos`)
};

/**
* | output |
* | --- |
* | "Plans are for grown-ups" |
*
* @param {Home_Plans_For_Grown_UpsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_plans_for_grown_ups = /** @type {((inputs?: Home_Plans_For_Grown_UpsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Plans_For_Grown_UpsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_plans_for_grown_ups(inputs)
	return en_home_plans_for_grown_ups(inputs)
});