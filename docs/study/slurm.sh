#!/bin/bash
# The winnability study as a Slurm job array: one array task per shard of 9 games × 1,000 deals
# (about 7 core-hours in all at 10 s a deal; see README.md). Submit from a clone of the
# repository with `npm ci` done, on a file system the compute nodes share:
#   sbatch docs/study/slurm.sh
# then merge (README.md). A task that is cut off can be resubmitted: its shard resumes.
#SBATCH --job-name=forty-thieves-study
#SBATCH --array=1-50
#SBATCH --cpus-per-task=2
#SBATCH --mem=3G
#SBATCH --time=01:00:00
#SBATCH --output=.study/slurm-%A_%a.log
set -euo pipefail
cd "${SLURM_SUBMIT_DIR:-.}"
npm run study -- --shard "${SLURM_ARRAY_TASK_ID}/${SLURM_ARRAY_TASK_COUNT}" --deals 1-1000 \
  --budget 10000 --threads 2 --out .study
