/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Tip_StartInputs */

const en_devotionals_tip_start = /** @type {(inputs: Devotionals_Tip_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tip: use the`)
};

const es_devotionals_tip_start = /** @type {(inputs: Devotionals_Tip_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consejo: usa las teclas`)
};

/**
* | output |
* | --- |
* | "Tip: use the" |
*
* @param {Devotionals_Tip_StartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_tip_start = /** @type {((inputs?: Devotionals_Tip_StartInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Tip_StartInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_tip_start(inputs)
	return en_devotionals_tip_start(inputs)
});