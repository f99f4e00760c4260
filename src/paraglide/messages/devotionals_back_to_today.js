/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Back_To_TodayInputs */

const en_devotionals_back_to_today = /** @type {(inputs: Devotionals_Back_To_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to today’s devotional`)
};

const es_devotionals_back_to_today = /** @type {(inputs: Devotionals_Back_To_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver al devocional de hoy`)
};

/**
* | output |
* | --- |
* | "Back to today’s devotional" |
*
* @param {Devotionals_Back_To_TodayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_back_to_today = /** @type {((inputs?: Devotionals_Back_To_TodayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Back_To_TodayInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_back_to_today(inputs)
	return en_devotionals_back_to_today(inputs)
});