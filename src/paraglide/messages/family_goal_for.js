/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Family_Goal_ForInputs */

const en_family_goal_for = /** @type {(inputs: Family_Goal_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Weekly goal for ${i?.name}`)
};

const es_family_goal_for = /** @type {(inputs: Family_Goal_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Meta semanal de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Weekly goal for {name}" |
*
* @param {Family_Goal_ForInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_goal_for = /** @type {((inputs: Family_Goal_ForInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Goal_ForInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_goal_for(inputs)
	return en_family_goal_for(inputs)
});