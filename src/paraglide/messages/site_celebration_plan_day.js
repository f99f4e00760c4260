/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown>, day: NonNullable<unknown> }} Site_Celebration_Plan_DayInputs */

const en_site_celebration_plan_day = /** @type {(inputs: Site_Celebration_Plan_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan}: day ${i?.day} done`)
};

const es_site_celebration_plan_day = /** @type {(inputs: Site_Celebration_Plan_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan}: ¡día ${i?.day} terminado!`)
};

/**
* | output |
* | --- |
* | "{plan}: day {day} done" |
*
* @param {Site_Celebration_Plan_DayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_celebration_plan_day = /** @type {((inputs: Site_Celebration_Plan_DayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Celebration_Plan_DayInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_celebration_plan_day(inputs)
	return en_site_celebration_plan_day(inputs)
});