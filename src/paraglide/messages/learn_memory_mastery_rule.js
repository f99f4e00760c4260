/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_Mastery_RuleInputs */

const en_learn_memory_mastery_rule = /** @type {(inputs: Learn_Memory_Mastery_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A verse is mastered when you remember it again and again, with longer and longer breaks, until the break reaches three weeks.`)
};

const es_learn_memory_mastery_rule = /** @type {(inputs: Learn_Memory_Mastery_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un versículo queda aprendido cuando lo recuerdas una y otra vez, con descansos cada vez más largos, hasta que el descanso llega a tres semanas.`)
};

/**
* | output |
* | --- |
* | "A verse is mastered when you remember it again and again, with longer and longer breaks, until the break reaches three weeks." |
*
* @param {Learn_Memory_Mastery_RuleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_mastery_rule = /** @type {((inputs?: Learn_Memory_Mastery_RuleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Mastery_RuleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_mastery_rule(inputs)
	return en_learn_memory_mastery_rule(inputs)
});