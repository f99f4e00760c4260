/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Plan_LoadingInputs */

const en_learn_plan_loading = /** @type {(inputs: Learn_Plan_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your progress…`)
};

const es_learn_plan_loading = /** @type {(inputs: Learn_Plan_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando tu progreso…`)
};

/**
* | output |
* | --- |
* | "Loading your progress…" |
*
* @param {Learn_Plan_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_plan_loading = /** @type {((inputs?: Learn_Plan_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Plan_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_plan_loading(inputs)
	return en_learn_plan_loading(inputs)
});