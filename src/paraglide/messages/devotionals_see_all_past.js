/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_See_All_PastInputs */

const en_devotionals_see_all_past = /** @type {(inputs: Devotionals_See_All_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See all past devotions`)
};

const es_devotionals_see_all_past = /** @type {(inputs: Devotionals_See_All_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver todos los devocionales anteriores`)
};

/**
* | output |
* | --- |
* | "See all past devotions" |
*
* @param {Devotionals_See_All_PastInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_see_all_past = /** @type {((inputs?: Devotionals_See_All_PastInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_See_All_PastInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_see_all_past(inputs)
	return en_devotionals_see_all_past(inputs)
});