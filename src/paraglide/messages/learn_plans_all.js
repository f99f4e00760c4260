/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Plans_AllInputs */

const en_learn_plans_all = /** @type {(inputs: Learn_Plans_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All plans`)
};

const es_learn_plans_all = /** @type {(inputs: Learn_Plans_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los planes`)
};

/**
* | output |
* | --- |
* | "All plans" |
*
* @param {Learn_Plans_AllInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_plans_all = /** @type {((inputs?: Learn_Plans_AllInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Plans_AllInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_plans_all(inputs)
	return en_learn_plans_all(inputs)
});