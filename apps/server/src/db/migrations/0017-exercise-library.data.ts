// The built-in exercise library shipped by migration 0017: names and tags are common gym facts, the
// instructions are the project's own words. Frozen with the migration: later changes to the library
// go in a new migration, never here. The value lists are spelled out (not imported from contracts)
// so the data type-checks against the vocabulary as it was when it shipped.
type Category = 'strength' | 'cardio' | 'mobility' | 'plyometrics';
type Muscle =
  | 'chest'
  | 'back'
  | 'lats'
  | 'traps'
  | 'shoulders'
  | 'biceps'
  | 'triceps'
  | 'forearms'
  | 'abs'
  | 'obliques'
  | 'lower_back'
  | 'glutes'
  | 'quadriceps'
  | 'hamstrings'
  | 'adductors'
  | 'abductors'
  | 'calves'
  | 'full_body';
type Equipment =
  | 'barbell'
  | 'dumbbell'
  | 'kettlebell'
  | 'machine'
  | 'cable'
  | 'band'
  | 'bodyweight'
  | 'bench'
  | 'pull_up_bar'
  | 'cardio_machine'
  | 'other';
type Tracking = 'weight_reps' | 'reps' | 'time' | 'distance_time';

export interface BuiltInExercise {
  slug: string;
  name: string;
  category: Category;
  equipment: Equipment;
  tracking: Tracking;
  primary: readonly Muscle[];
  secondary: readonly Muscle[];
  instructions: string;
}

export const BUILT_IN_EXERCISES: readonly BuiltInExercise[] = [
  {
    slug: 'barbell-back-squat',
    name: 'Barbell Back Squat',
    category: 'strength',
    equipment: 'barbell',
    tracking: 'weight_reps',
    primary: ['quadriceps', 'glutes'],
    secondary: ['hamstrings', 'adductors', 'lower_back'],
    instructions:
      'Set the bar across your upper back, walk it out of the rack and stand with feet about shoulder-width apart. Brace your trunk, then sit down between your hips until your thighs are at least parallel to the floor. Drive up through the whole foot, keeping your knees tracking over your toes and your chest up.',
  },
];
