/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Quest_Started_StateInputs */

const en_learn_quest_started_state = /** @type {(inputs: Learn_Quest_Started_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🚀 Started: keep going!`)
};

const es_learn_quest_started_state = /** @type {(inputs: Learn_Quest_Started_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🚀 Empezado: ¡sigue así!`)
};

/**
* | output |
* | --- |
* | "🚀 Started: keep going!" |
*
* @param {Learn_Quest_Started_StateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_quest_started_state = /** @type {((inputs?: Learn_Quest_Started_StateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Quest_Started_StateInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_quest_started_state(inputs)
	return en_learn_quest_started_state(inputs)
});