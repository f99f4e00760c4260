/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Tip_EndInputs */

const en_devotionals_tip_end = /** @type {(inputs: Devotionals_Tip_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`arrow keys to move between devotionals.`)
};

const es_devotionals_tip_end = /** @type {(inputs: Devotionals_Tip_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`para pasar de un devocional a otro.`)
};

/**
* | output |
* | --- |
* | "arrow keys to move between devotionals." |
*
* @param {Devotionals_Tip_EndInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_tip_end = /** @type {((inputs?: Devotionals_Tip_EndInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Tip_EndInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_tip_end(inputs)
	return en_devotionals_tip_end(inputs)
});