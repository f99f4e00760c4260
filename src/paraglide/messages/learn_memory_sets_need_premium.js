/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_Sets_Need_PremiumInputs */

const en_learn_memory_sets_need_premium = /** @type {(inputs: Learn_Memory_Sets_Need_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The built-in verse sets come with Premium.`)
};

const es_learn_memory_sets_need_premium = /** @type {(inputs: Learn_Memory_Sets_Need_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los grupos de versículos vienen con el plan Premium.`)
};

/**
* | output |
* | --- |
* | "The built-in verse sets come with Premium." |
*
* @param {Learn_Memory_Sets_Need_PremiumInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_sets_need_premium = /** @type {((inputs?: Learn_Memory_Sets_Need_PremiumInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Sets_Need_PremiumInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_sets_need_premium(inputs)
	return en_learn_memory_sets_need_premium(inputs)
});