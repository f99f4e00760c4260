/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Plans_MineInputs */

const en_learn_plans_mine = /** @type {(inputs: Learn_Plans_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My plans`)
};

const es_learn_plans_mine = /** @type {(inputs: Learn_Plans_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mis planes`)
};

/**
* | output |
* | --- |
* | "My plans" |
*
* @param {Learn_Plans_MineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_plans_mine = /** @type {((inputs?: Learn_Plans_MineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Plans_MineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_plans_mine(inputs)
	return en_learn_plans_mine(inputs)
});