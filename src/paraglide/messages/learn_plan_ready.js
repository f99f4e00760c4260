/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Plan_ReadyInputs */

const en_learn_plan_ready = /** @type {(inputs: Learn_Plan_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Today’s reading is ready for you.`)
};

const es_learn_plan_ready = /** @type {(inputs: Learn_Plan_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La lectura de hoy te está esperando.`)
};

/**
* | output |
* | --- |
* | "Today’s reading is ready for you." |
*
* @param {Learn_Plan_ReadyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_plan_ready = /** @type {((inputs?: Learn_Plan_ReadyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Plan_ReadyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_plan_ready(inputs)
	return en_learn_plan_ready(inputs)
});