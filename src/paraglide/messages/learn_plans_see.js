/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Plans_SeeInputs */

const en_learn_plans_see = /** @type {(inputs: Learn_Plans_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the plan`)
};

const es_learn_plans_see = /** @type {(inputs: Learn_Plans_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver el plan`)
};

/**
* | output |
* | --- |
* | "See the plan" |
*
* @param {Learn_Plans_SeeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_plans_see = /** @type {((inputs?: Learn_Plans_SeeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Plans_SeeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_plans_see(inputs)
	return en_learn_plans_see(inputs)
});