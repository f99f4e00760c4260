/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Quest_LeadInputs */

const en_learn_quest_lead = /** @type {(inputs: Learn_Quest_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick a challenge, start it, and go! Every challenge you complete earns its badge and points.`)
};

const es_learn_quest_lead = /** @type {(inputs: Learn_Quest_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige un reto, empiézalo y ¡adelante! Cada reto que completes te da su insignia y sus puntos.`)
};

/**
* | output |
* | --- |
* | "Pick a challenge, start it, and go! Every challenge you complete earns its badge and points." |
*
* @param {Learn_Quest_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_quest_lead = /** @type {((inputs?: Learn_Quest_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Quest_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_quest_lead(inputs)
	return en_learn_quest_lead(inputs)
});