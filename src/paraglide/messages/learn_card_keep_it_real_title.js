/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Card_Keep_It_Real_TitleInputs */

const en_learn_card_keep_it_real_title = /** @type {(inputs: Learn_Card_Keep_It_Real_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep it Real`)
};

const es_learn_card_keep_it_real_title = /** @type {(inputs: Learn_Card_Keep_It_Real_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historias de verdad`)
};

/**
* | output |
* | --- |
* | "Keep it Real" |
*
* @param {Learn_Card_Keep_It_Real_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_card_keep_it_real_title = /** @type {((inputs?: Learn_Card_Keep_It_Real_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Card_Keep_It_Real_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_card_keep_it_real_title(inputs)
	return en_learn_card_keep_it_real_title(inputs)
});