/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Card_Keep_It_Real_LineInputs */

const en_learn_card_keep_it_real_line = /** @type {(inputs: Learn_Card_Keep_It_Real_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share how God is at work in your life, and read true stories from other kids.`)
};

const es_learn_card_keep_it_real_line = /** @type {(inputs: Learn_Card_Keep_It_Real_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuenta cómo Dios obra en tu vida y lee historias reales de otros niños.`)
};

/**
* | output |
* | --- |
* | "Share how God is at work in your life, and read true stories from other kids." |
*
* @param {Learn_Card_Keep_It_Real_LineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_card_keep_it_real_line = /** @type {((inputs?: Learn_Card_Keep_It_Real_LineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Card_Keep_It_Real_LineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_card_keep_it_real_line(inputs)
	return en_learn_card_keep_it_real_line(inputs)
});