/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Plan_RestartInputs */

const en_learn_plan_restart = /** @type {(inputs: Learn_Plan_RestartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start again from day 1`)
};

const es_learn_plan_restart = /** @type {(inputs: Learn_Plan_RestartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a empezar desde el día 1`)
};

/**
* | output |
* | --- |
* | "Start again from day 1" |
*
* @param {Learn_Plan_RestartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_plan_restart = /** @type {((inputs?: Learn_Plan_RestartInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Plan_RestartInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_plan_restart(inputs)
	return en_learn_plan_restart(inputs)
});