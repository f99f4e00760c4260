/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Quest_Badges_LoadingInputs */

const en_learn_quest_badges_loading = /** @type {(inputs: Learn_Quest_Badges_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your badges...`)
};

const es_learn_quest_badges_loading = /** @type {(inputs: Learn_Quest_Badges_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando tus insignias...`)
};

/**
* | output |
* | --- |
* | "Loading your badges..." |
*
* @param {Learn_Quest_Badges_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_quest_badges_loading = /** @type {((inputs?: Learn_Quest_Badges_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Quest_Badges_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_quest_badges_loading(inputs)
	return en_learn_quest_badges_loading(inputs)
});