/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Thing_Verses_DetailInputs */

const en_home_thing_verses_detail = /** @type {(inputs: Home_Thing_Verses_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Learn a verse by heart, step by step.`)
};

const es_home_thing_verses_detail = /** @type {(inputs: Home_Thing_Verses_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aprende un versículo de memoria, paso a paso.`)
};

/**
* | output |
* | --- |
* | "Learn a verse by heart, step by step." |
*
* @param {Home_Thing_Verses_DetailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_verses_detail = /** @type {((inputs?: Home_Thing_Verses_DetailInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Thing_Verses_DetailInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_thing_verses_detail(inputs)
	return en_home_thing_verses_detail(inputs)
});