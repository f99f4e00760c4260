/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Goal_SavedInputs */

const en_family_goal_saved = /** @type {(inputs: Family_Goal_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weekly goal saved`)
};

const es_family_goal_saved = /** @type {(inputs: Family_Goal_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meta semanal guardada`)
};

/**
* | output |
* | --- |
* | "Weekly goal saved" |
*
* @param {Family_Goal_SavedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_goal_saved = /** @type {((inputs?: Family_Goal_SavedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Goal_SavedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_goal_saved(inputs)
	return en_family_goal_saved(inputs)
});