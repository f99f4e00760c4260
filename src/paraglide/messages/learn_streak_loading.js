/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Streak_LoadingInputs */

const en_learn_streak_loading = /** @type {(inputs: Learn_Streak_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your streak…`)
};

const es_learn_streak_loading = /** @type {(inputs: Learn_Streak_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando tu racha…`)
};

/**
* | output |
* | --- |
* | "Loading your streak…" |
*
* @param {Learn_Streak_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_streak_loading = /** @type {((inputs?: Learn_Streak_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Streak_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_streak_loading(inputs)
	return en_learn_streak_loading(inputs)
});