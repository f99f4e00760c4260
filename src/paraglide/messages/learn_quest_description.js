/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Quest_DescriptionInputs */

const en_learn_quest_description = /** @type {(inputs: Learn_Quest_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible reading, memory and game challenges for kids. Start a challenge, complete it and earn badges and points.`)
};

const es_learn_quest_description = /** @type {(inputs: Learn_Quest_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retos de lectura de la Biblia, de memoria y de juegos para niños. Empieza un reto, complétalo y gana insignias y puntos.`)
};

/**
* | output |
* | --- |
* | "Bible reading, memory and game challenges for kids. Start a challenge, complete it and earn badges and points." |
*
* @param {Learn_Quest_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_quest_description = /** @type {((inputs?: Learn_Quest_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Quest_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_quest_description(inputs)
	return en_learn_quest_description(inputs)
});