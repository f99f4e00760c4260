/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, days: NonNullable<unknown> }} Family_Goal_Saved_TextInputs */

const en_family_goal_saved_text = /** @type {(inputs: Family_Goal_Saved_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.days} a week.`)
};

const es_family_goal_saved_text = /** @type {(inputs: Family_Goal_Saved_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.days} por semana.`)
};

/**
* | output |
* | --- |
* | "{name}: {days} a week." |
*
* @param {Family_Goal_Saved_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_goal_saved_text = /** @type {((inputs: Family_Goal_Saved_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Goal_Saved_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_goal_saved_text(inputs)
	return en_family_goal_saved_text(inputs)
});