/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Achievements_DescriptionInputs */

const en_learn_achievements_description = /** @type {(inputs: Learn_Achievements_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every achievement you can earn by reading the Bible, completing challenges, mastering verses and playing Bible games.`)
};

const es_learn_achievements_description = /** @type {(inputs: Learn_Achievements_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los logros que puedes ganar leyendo la Biblia, completando retos, aprendiendo versículos de memoria y jugando juegos bíblicos.`)
};

/**
* | output |
* | --- |
* | "Every achievement you can earn by reading the Bible, completing challenges, mastering verses and playing Bible games." |
*
* @param {Learn_Achievements_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_achievements_description = /** @type {((inputs?: Learn_Achievements_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Achievements_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_achievements_description(inputs)
	return en_learn_achievements_description(inputs)
});