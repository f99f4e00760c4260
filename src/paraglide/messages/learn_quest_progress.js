/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Learn_Quest_ProgressInputs */

const en_learn_quest_progress = /** @type {(inputs: Learn_Quest_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} progress`)
};

const es_learn_quest_progress = /** @type {(inputs: Learn_Quest_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Progreso: ${i?.title}`)
};

/**
* | output |
* | --- |
* | "{title} progress" |
*
* @param {Learn_Quest_ProgressInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_quest_progress = /** @type {((inputs: Learn_Quest_ProgressInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Quest_ProgressInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_quest_progress(inputs)
	return en_learn_quest_progress(inputs)
});