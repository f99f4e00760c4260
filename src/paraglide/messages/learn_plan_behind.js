/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Learn_Plan_BehindInputs */

const en_learn_plan_behind = /** @type {(inputs: Learn_Plan_BehindInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Take your time: ${i?.count} earlier day is waiting for you.`);
	if (n === "other") return /** @type {LocalizedString} */ (`Take your time: ${i?.count} earlier days are waiting for you.`);
	return /** @type {LocalizedString} */ ("learn_plan_behind");
};

const es_learn_plan_behind = /** @type {(inputs: Learn_Plan_BehindInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Sin prisa: te espera ${i?.count} día anterior.`);
	if (n === "other") return /** @type {LocalizedString} */ (`Sin prisa: te esperan ${i?.count} días anteriores.`);
	return /** @type {LocalizedString} */ ("learn_plan_behind");
};

/**
* | n | output |
* | --- | --- |
* | "one" | "Take your time: {count} earlier day is waiting for you." |
* | "other" | "Take your time: {count} earlier days are waiting for you." |
*
* @param {Learn_Plan_BehindInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_plan_behind = /** @type {((inputs: Learn_Plan_BehindInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Plan_BehindInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_plan_behind(inputs)
	return en_learn_plan_behind(inputs)
});