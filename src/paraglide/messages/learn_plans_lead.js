/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Plans_LeadInputs */

const en_learn_plans_lead = /** @type {(inputs: Learn_Plans_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick a plan and read a little every day. Missed a day? No problem: catch up whenever you like.`)
};

const es_learn_plans_lead = /** @type {(inputs: Learn_Plans_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige un plan y lee un poquito cada día. ¿Se te pasó un día? No pasa nada: ponte al día cuando quieras.`)
};

/**
* | output |
* | --- |
* | "Pick a plan and read a little every day. Missed a day? No problem: catch up whenever you like." |
*
* @param {Learn_Plans_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_plans_lead = /** @type {((inputs?: Learn_Plans_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Plans_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_plans_lead(inputs)
	return en_learn_plans_lead(inputs)
});