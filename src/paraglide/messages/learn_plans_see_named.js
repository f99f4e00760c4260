/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Learn_Plans_See_NamedInputs */

const en_learn_plans_see_named = /** @type {(inputs: Learn_Plans_See_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`See the plan: ${i?.title}`)
};

const es_learn_plans_see_named = /** @type {(inputs: Learn_Plans_See_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ver el plan: ${i?.title}`)
};

/**
* | output |
* | --- |
* | "See the plan: {title}" |
*
* @param {Learn_Plans_See_NamedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_plans_see_named = /** @type {((inputs: Learn_Plans_See_NamedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Plans_See_NamedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_plans_see_named(inputs)
	return en_learn_plans_see_named(inputs)
});