// What training holds of a person: their scheduled workouts (the coach's plan copied for them, and
// their own) with the logs, the per-exercise figures and records made from those logs. Erasing a
// member removes all of it. The exercises, workouts and programs a coach writes are the business's
// content, not the coach's personal data: erasing the coach keeps them for everyone else and only
// forgets who wrote them (as with the workouts a coach scheduled for members).
import type { MemberDataOwner } from '../../lib/member-data.js';

export const trainingMemberData: MemberDataOwner = {
  domain: 'training',
  covers: [
    'exercises.created_by',
    'training_workouts.created_by',
    'training_programs.created_by',
    'scheduled_workouts.user_id',
    'scheduled_workouts.created_by',
    'training_exercise_logs.user_id',
    'training_records.user_id',
  ],
  async erase(trx, userId) {
    await trx.deleteFrom('training_records').where('user_id', '=', userId).execute();
    await trx.deleteFrom('training_exercise_logs').where('user_id', '=', userId).execute();
    await trx.deleteFrom('scheduled_workouts').where('user_id', '=', userId).execute();
    await trx.updateTable('scheduled_workouts').set({ created_by: null }).where('created_by', '=', userId).execute();
    await trx.updateTable('training_workouts').set({ created_by: null }).where('created_by', '=', userId).execute();
    await trx.updateTable('training_programs').set({ created_by: null }).where('created_by', '=', userId).execute();
    await trx.updateTable('exercises').set({ created_by: null }).where('created_by', '=', userId).execute();
    return [];
  },
  async exportMember(db, userId) {
    const scheduled = await db
      .selectFrom('scheduled_workouts')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('date')
      .orderBy('id')
      .execute();
    const records = await db
      .selectFrom('training_records')
      .innerJoin('exercises', 'exercises.id', 'training_records.exercise_id')
      .select(['exercises.name as exercise', 'training_records.kind', 'training_records.value', 'training_records.date'])
      .where('training_records.user_id', '=', userId)
      .orderBy('exercises.name')
      .execute();
    return {
      // `targets`: the key the spec's workouts were exported under; every scheduled workout now.
      targets: scheduled.map((row) => ({
        date: row.date,
        name: row.name,
        notes: row.notes,
        status: row.status,
        items: JSON.parse(row.items) as unknown,
        log: row.log ? (JSON.parse(row.log) as unknown) : null,
        startedAt: row.started_at,
        completedAt: row.completed_at,
        rating: row.rating,
        memberNotes: row.member_notes,
        skipReason: row.skip_reason,
        time: row.time,
        description: row.description,
        durationMinutes: row.duration_minutes,
        own: Number(row.own) === 1,
      })),
      trainingRecords: records,
    };
  },
};
