/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Groups_Week_TotalInputs */

const en_groups_week_total = /** @type {(inputs: Groups_Week_TotalInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Our class did ${i?.count} assignment this week.`);
	if (n === "other") return /** @type {LocalizedString} */ (`Our class did ${i?.count} assignments this week.`);
	return /** @type {LocalizedString} */ ("groups_week_total");
};

const es_groups_week_total = /** @type {(inputs: Groups_Week_TotalInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Nuestra clase hizo ${i?.count} tarea esta semana.`);
	if (n === "other") return /** @type {LocalizedString} */ (`Nuestra clase hizo ${i?.count} tareas esta semana.`);
	return /** @type {LocalizedString} */ ("groups_week_total");
};

/**
* | n | output |
* | --- | --- |
* | "one" | "Our class did {count} assignment this week." |
* | "other" | "Our class did {count} assignments this week." |
*
* @param {Groups_Week_TotalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_week_total = /** @type {((inputs: Groups_Week_TotalInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Week_TotalInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_week_total(inputs)
	return en_groups_week_total(inputs)
});