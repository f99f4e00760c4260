/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Family_Days_A_WeekInputs */

const en_family_days_a_week = /** @type {(inputs: Family_Days_A_WeekInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} a week`)
};

const es_family_days_a_week = /** @type {(inputs: Family_Days_A_WeekInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} por semana`)
};

/**
* | output |
* | --- |
* | "{days} a week" |
*
* @param {Family_Days_A_WeekInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_days_a_week = /** @type {((inputs: Family_Days_A_WeekInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Days_A_WeekInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_days_a_week(inputs)
	return en_family_days_a_week(inputs)
});